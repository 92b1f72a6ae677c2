package engine

// halveNew is the aside a boiled-potato step gives new potatoes: small ones are halved
// rather than cut into chunks. Only potatoes come small and new; a sweet potato does not.
func halveNew(p *part) string {
	if p == nil || p.in.Name != "potato" {
		return ""
	}
	return " (halve small new potatoes)"
}
