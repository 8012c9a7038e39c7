/**
 * The Browser's seed on a fresh phone: two bookmarks the user made before the episode. Kept apart
 * from the offline web (world/browser.ts) so the manifest, which every phone loads, stays small.
 */
export const BROWSER_SEED_BOOKMARKS: Array<{ id: string; url: string; title: string }> = [
  { id: "b1", url: "https://harbordaily.news/", title: "Harbor Daily" },
  { id: "b2", url: "https://help.lumashop.com/", title: "Luma Shop Help Center" },
];
