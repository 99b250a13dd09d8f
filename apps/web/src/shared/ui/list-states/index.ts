export { ListEmpty, ListError, ListQueryStates, ListSkeleton, SkeletonLines } from './list-states';
export { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from './detail-states';
