// Test module: never ends on its own.
setInterval(() => {}, 1000);
