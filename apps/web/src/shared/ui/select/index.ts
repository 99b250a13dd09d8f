export { Select, NO_RESULT_TEXT, type SelectProps } from './select';
export {
  toSelectOption,
  resolveSelectValue,
  type SelectItem,
  type SelectOption,
} from './select-items';
