export function AmlPage() {
  return null;
}
