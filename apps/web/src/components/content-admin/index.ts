export { contentApi, type ContentApi } from './content-api';
export { addButton, editAction, publicationActions, statusColumn, statusFilter } from './content-actions';
export { ContentFormPage, type ContentFormMode } from './content-form-page';
export { ContentDialog } from './content-dialog';
export { useContentForm } from './content-form-context';
export { fromFormValues, toFormValues } from './form-values';
export { RichTextField, FileListField, SingleImageField, TagsField } from './content-fields';
export { ContentFieldset } from './content-fieldset';
