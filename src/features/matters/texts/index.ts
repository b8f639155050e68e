export { detailTexts } from './detail';
export { examineTexts } from './examine';
export { listTexts } from './lists';
export { startTexts } from './start';
