export interface EmptyProps {
  description: string;
}
