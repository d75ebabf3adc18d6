/** The map tab (spec section 2, "Map"). */
const map = {
  label: 'Parking lots map',
  count: '{{lots}} parking lots nearby',
  lot: {
    total: 'Total spaces',
    remaining: 'Remaining',
  },
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  locate: {
    action: 'Show where I am',
    locating: 'Finding where you are…',
    denied: 'Location is not allowed: allow it in the settings to see the lots near you.',
    unsupported: 'This browser cannot tell where you are.',
    failed: 'Your location could not be found. Try again outdoors.',
  },
  list: {
    all: 'All parking lots',
    nearest: 'Nearest to you',
    locateHint: 'Tap the locate button on the map to sort the lots by distance from you.',
    spaces: '{{remaining}} of {{total}} spaces free',
  },
  distance: {
    metres: '{{metres}} m',
    kilometres: '{{kilometres}} km',
  },
  navigate: 'Navigate',
  navigateTo: 'Navigate to {{name}}',
} as const;

export default map;
