export { detailTexts } from './detail';
export { listTexts } from './lists';
export { startTexts } from './start';
