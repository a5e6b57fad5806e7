/** The files chosen in a form's file field: an empty field sends one empty file, which is none. */
export const filesOf = (form: FormData, field = 'photos'): File[] => form.getAll(field).filter((file): file is File => file instanceof File && file.size > 0)
