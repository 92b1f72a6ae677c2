package engine

// butterSauces are the sauces that are butter held in an emulsion: oil whisked into a
// hollandaise makes a warm mayonnaise, so no operation swaps their butter for oil.
var butterSauces = []string{"hollandaise", "béarnaise", "bearnaise", "beurre blanc", "beurre monté", "beurre monte", "mousseline"}

// butterSauce reports whether the title or a step makes a butter emulsion sauce.
func (d *Dish) butterSauce() bool {
	if containsAny(lowered(d.Name), butterSauces) {
		return true
	}
	for _, low := range d.lowSteps() {
		if containsAny(low, butterSauces) {
			return true
		}
	}
	return false
}
