// Forms: react-hook-form with the shared contracts, and the field components every remote uses.
// A subpath of its own (not in the main index) so react-hook-form stays out of the shell's first load.
export * from './fields';
export * from './use-contract-form';
