// Test module: fails with exit code 3 and a message on stderr.
console.error("this module always fails");
process.exit(3);
