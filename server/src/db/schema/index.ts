export * from './catalogue';
export * from './articolo-parts';
export * from './customers';
export * from './orders';
export * from './content';
export * from './requests';
export * from './backoffice';
export * from './mail';
