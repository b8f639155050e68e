/** The application's print and PDF tools (print on H5 only: the mini-program has no printing). */
export interface MatterToolsProps {
  instId: string;
}
