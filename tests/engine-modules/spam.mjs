// Test module: prints without end.
const line = "x".repeat(1023) + "\n";
const write = () => {
  while (process.stdout.write(line));
  process.stdout.once("drain", write);
};
write();
