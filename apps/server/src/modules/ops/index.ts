/** 운영 콘솔: the routes, and operator creation for the CLI (decision 0026). */
export { opsRoutes } from './routes';
export { createOperator } from './create-operator';
export { createRequireOperator } from './guard';
export { appendOperatorAction, type OperatorActionEntry } from './repository';
