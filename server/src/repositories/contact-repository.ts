import type { Queryable } from '../database.ts';
import type { ClientInfo } from './recommendations-repository.ts';
import type { InquiryType } from '#shared/validation.ts';

export interface NewContactMessage {
  inquiryType: InquiryType;
  name: string;
  email: string;
  message: string;
}

export async function insertContactMessage(
  sql: Queryable,
  m: NewContactMessage,
  client: ClientInfo,
): Promise<{ id: string }> {
  const [row] = await sql<{ id: string }[]>`
    insert into contact_messages (inquiry_type, name, email, message, user_ip, user_agent)
    values (${m.inquiryType}, ${m.name}, ${m.email}, ${m.message}, ${client.ip}, ${client.userAgent})
    returning id`;
  return row;
}

export interface ContactMessageRow {
  id: string;
  inquiry_type: string;
  name: string;
  email: string;
  message: string;
  created_at: Date;
}

export async function listContactMessages(
  sql: Queryable,
  page: number,
  limit: number,
): Promise<{ messages: ContactMessageRow[]; total: number }> {
  const [messages, [{ total }]] = await Promise.all([
    sql<ContactMessageRow[]>`
      select id, inquiry_type, name, email, message, created_at from contact_messages
      order by created_at desc, id desc limit ${limit} offset ${(page - 1) * limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from contact_messages`,
  ]);
  return { messages, total };
}
