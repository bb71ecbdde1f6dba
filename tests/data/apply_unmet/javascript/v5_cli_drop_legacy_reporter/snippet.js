// ... existing code ...
    '      --cache-location <p> Path to the cache file',
    '  -h, --help               Show this help',
  ].join('\n');
}
// ... existing code ...
      case '--cache-location':
        opts.cacheLocation = takeValue(argv, i, arg);
        i++;
        break;
      case '-h':
      case '--help':
        opts.help = true;
        break;
// ... existing code ...
  return opts;
}

function validate(opts) {
// ... existing code ...
