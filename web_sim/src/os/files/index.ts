/** The shared file system provider (`os.providers.files`): node types and reads. */
export type * from "./types";
export * from "./provider";
export * from "./ops";
