import type { Generated } from 'kysely';

export interface MessagesTable {
  id: Generated<string>;
  recipient_uid: string;
  type: number;
  title: string;
  content: Generated<string>;
  link: Generated<string>;
  read_at: Date | null;
  created_at: Generated<Date>;
}

export interface ProcessInstancesTable {
  id: Generated<string>;
  app_id: number;
  creator_uid: string;
  status: Generated<number>;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface ProcessTasksTable {
  id: Generated<string>;
  instance_id: string;
  assignee_uid: string;
  node_id: string;
  node_name: string;
  status: Generated<number>;
  created_at: Generated<Date>;
  finished_at: Date | null;
}
