// The mini-program loads no code at run time: the folder's body is part of the page.
export { FolderBody } from './folder-body';
