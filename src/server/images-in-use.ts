import { celebrityImageHashes } from '#server/celebrities/celebrities';
import { allImageReferences } from '#server/images/image-references';
import { siteImageHashes } from '#server/site/site-content';

/**
 * The content hashes some row refers to: the upload files that must stay served. The images
 * domain keeps the files but not the rows that name them, which belong to domains before it
 * (decision 0029), so the app gathers each one's reader here: the catalogue's image rows and the
 * site content's photos. A domain that starts keeping images adds its reader to this list.
 */
export const referencedImageHashes = allImageReferences([celebrityImageHashes, siteImageHashes]);
