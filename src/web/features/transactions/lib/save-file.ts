/** Saves a file the page holds (a fetched receipt) as a download, under its own name. */
export function saveFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
