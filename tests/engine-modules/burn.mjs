// Test module: uses about half a second of CPU.
const end = Date.now() + 500;
let x = 0;
while (Date.now() < end) x += Math.sqrt(x + 1);
console.log(`done ${x > 0}`);
