// The figures module's public face: what other modules may import (lint forbids reaching past it).
export {};
