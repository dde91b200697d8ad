/** Pending-work helpers without React (the app uses `useLiveQuery(() => db.pendingMutations.count())`). */
import { db } from './db';

export async function countPending(): Promise<number> {
  return db.pendingMutations.count();
}

/** Pending writes of one user (the queue keeps other users' writes parked, see session.ts). */
export async function countPendingFor(userId: number): Promise<number> {
  return db.pendingMutations.where('userId').equals(userId).count();
}
