// The mini-program loads no code at run time: the QR is part of the page.
export { RightNavQr } from './right-nav-qr';
