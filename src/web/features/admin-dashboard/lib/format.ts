/** "conversion" -> "Conversion", "transfer_in" -> "Transfer in". */
export function humanize(text: string): string {
  const words = text.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
