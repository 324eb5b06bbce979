// The catalog module's public entry: what other modules import from it, and nothing else.
export { categoryChoices, productChoices } from './admin/choices';
export { maxPictureBytes, storePicture, uploadedBytes } from './admin/pictures';
export { acceptRawPictures, pictureBodyTypes, uploadBodyLimit } from './admin/upload-parser';
export { useEtags } from './etags';
export { announceProductChange, onProductChanged } from './events';
export { imageOf, pictureUrl } from './images';
export { type PriceColumns, unitPrice } from './pricing';
export { productNameSql } from './product-names';
export { priceFactsOf } from './products/cards';
export { cachedCatalogRead, recordCatalogChange } from './read-cache';
export { catalogSettings } from './settings';
export { shopperGroupOf } from './shopper';
export { slugify } from './slugs';
export { registerHomeNews } from './storefront/home';
export { cardsOf } from './storefront/listing';
export { sendRead } from './storefront/routes';
export { articleLd, breadcrumbList, firstPicture, searchPath } from './structured-data';
