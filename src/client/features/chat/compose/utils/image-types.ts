// The image types uploads take (docs/behaviour.md, Validation): the ones shown as thumbnails.
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function isImageType(mimetype: string): boolean {
  return IMAGE_TYPES.includes(mimetype.toLowerCase());
}

/** A local file: by its type, or by its name where the system gave it no type. */
export function isImageFile(file: { name: string; type: string }): boolean {
  return file.type === '' ? /\.(png|jpe?g)$/i.test(file.name) : isImageType(file.type);
}
