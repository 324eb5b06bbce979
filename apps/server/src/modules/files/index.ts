// The files area's public entry: the file-space check an upload is held to, for other writers of
// a shop's stored bytes (the importer's pictures).
export { refuseOverFileSpace } from './service';
