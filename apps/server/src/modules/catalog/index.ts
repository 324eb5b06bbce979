// Public entry of the catalogue for other modules (the importer makes products as the editor does).
export { addProductPicture, maxPictureBytes } from './admin/pictures';
export { getAdminProduct } from './admin/product-read';
export { createProduct, updateProduct } from './admin/product-write';
export { createVariant, listVariants, updateVariant } from './admin/variants';
export { createCategory } from './categories/admin-service';
export { allCategories } from './categories/queries';
export { announceProductChange } from './events';
export { createManufacturer } from './manufacturers/admin-service';
export { createOption, createOptionValue } from './options/admin-service';
export { originOf } from './request-origin';
export { sanitizeRichText } from './rich-text';
export { slugify } from './slugs';
