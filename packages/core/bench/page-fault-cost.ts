const PAGE = 4096;
const BYTES = 64 * 1024 * 1024;

/**
 * Microseconds of processor time the kernel takes to map in one fresh page on this machine: a new 64 MB buffer
 * (allocated by mmap, above glibc's threshold) written once a page. Virtual machines differ here by a factor of
 * ten or more, and a library whose arrays grow by copying pays it a few thousand times a run.
 */
export function pageFaultCost(): number {
  const faults = process.resourceUsage().minorPageFault;
  const start = process.cpuUsage();
  const bytes = new Uint8Array(BYTES);
  for (let i = 0; i < BYTES; i += PAGE) bytes[i] = 1;
  const used = process.cpuUsage(start);
  const mapped = process.resourceUsage().minorPageFault - faults;
  return (used.user + used.system) / Math.max(1, mapped);
}
