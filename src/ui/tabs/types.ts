import type { ReactNode } from 'react';

export interface TabItem {
  key: string;
  title: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  label: string;
}
