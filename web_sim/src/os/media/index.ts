/**
 * The shared media provider (`os.providers.media`): types, lookups and writes (provider.ts), the
 * photo renderer (PhotoImage.tsx) and the photo picker other apps embed (picker.tsx).
 */
export type * from "./types";
export * from "./provider";
export { PhotoImage, canvasOf } from "./PhotoImage";
export { PhotoPicker, pickerToggle } from "./picker";
