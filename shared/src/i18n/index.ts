export * from './catalogue';
export * from './common-messages';
export * from './language';
export * from './remote-intl';
export * from './shop-intl-provider';
export * from './message-text';
export * from './status-labels';
export * from './use-format';
