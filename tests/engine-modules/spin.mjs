// Test module: keeps one CPU busy until it is stopped (or its timeout ends it).
let x = 0;
for (;;) x += Math.sqrt(x + 1);
