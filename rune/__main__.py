from rune.cli import main

raise SystemExit(main())
