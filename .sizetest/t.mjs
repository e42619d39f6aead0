export {cva} from 'class-variance-authority'; export {clsx} from 'clsx';
