export type * from './model';
