export interface LoadingProps {
  label: string;
}
