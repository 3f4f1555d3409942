// Test module: a fixed amount of CPU work (a few hundred milliseconds), whatever else the machine does.
let x = 0;
for (let i = 0; i < 60_000_000; i++) x += Math.sqrt(i);
console.log(`done ${x > 0}`);
