//go:build race

package engine

// raceEnabled is true under -race, where the property tests run fewer inputs: the
// engine is pure functions, so the race detector has nothing to find in them and only
// multiplies their time.
const raceEnabled = true
