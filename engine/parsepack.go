package engine

// packWords name what a shelf label's weight came in, written after it: "plain flour
// 1kg bag", "cheddar 400g block".
var packWords = map[string]bool{"bag": true, "pack": true, "packet": true, "tub": true, "jar": true, "box": true,
	"block": true, "tin": true, "can": true, "bottle": true, "carton": true, "sack": true, "punnet": true, "sachet": true, "pouch": true}

// zeroGrade reports whether w is a flour's grade written as zeros ("00 flour", "0 flour"),
// never an amount of it.
func zeroGrade(words []string) bool {
	return len(words) > 1 && (words[0] == "00" || words[0] == "0") && !IsUnit(words[1])
}
