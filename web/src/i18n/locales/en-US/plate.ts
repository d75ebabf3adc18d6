/** The plate keyboard and plate types (shared by every screen that takes a plate). */
const plate = {
  keyboard: {
    title: 'Enter the plate number',
    placeholder: 'Plate number',
    confirm: 'Confirm',
    delete: 'Delete',
    provinces: 'Province',
    characters: 'Letters and digits',
  },
  types: {
    '1': 'Blue plate',
    '2': 'New energy',
    '3': 'Yellow plate',
    '4': 'Temporary/no-plate vehicle',
  },
  required: 'Please enter the plate first',
} as const;

export default plate;
