// class-transformer's metadata storage (where `@Type(() => X)` is kept): its CommonJS file has no types of its
// own beside it; they are in the package's types/ folder (common/input-metadata.ts imports it).
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
