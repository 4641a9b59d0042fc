import { vi } from 'vitest';

/** A file the page handed to the browser to save. */
export interface CaughtDownload {
  name: string;
  text: string;
}

/** A blob's text, read as the browser would (jsdom's Blob has no `text()`). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * Catches the files the page hands to the browser to save (jsdom saves nothing and has no object URLs): returns a
 * function that reads each caught file's name and text, in order. The stubs are undone by `vi.unstubAllGlobals`
 * and `vi.restoreAllMocks`, which the setup runs after each test.
 */
export function catchDownloads(): () => Promise<CaughtDownload[]> {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob): string {
        const url = `blob:caught/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      }
      static override revokeObjectURL(): void {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return () => Promise.all(saved.map(async ({ name, blob }) => ({ name, text: await readText(blob) })));
}
