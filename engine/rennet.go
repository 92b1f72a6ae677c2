package engine

import (
	"fmt"
	"slices"
)

// rennetCheeses are the cheeses whose protected recipe sets the milk with calf's
// rennet: parmesan and pecorino are never vegetarian as sold under those names, gruyère
// and manchego mostly not. A vegetarian cook is told, not left to find out.
var rennetCheeses = map[string]string{"parmesan": "a vegetarian hard cheese made the same way", "pecorino": "a vegetarian hard sheep's cheese",
	"gruyere": "a vegetarian alpine cheese", "manchego": "a vegetarian Manchego-style cheese"}

// rennetNote is the summary's sentence for a vegetarian request whose recipe holds a
// cheese made with animal rennet, or "".
func (d *dish) rennetNote() string {
	if !slices.Contains(d.req.Rules.Restrictions, "vegetarian") {
		return ""
	}
	for p := range d.eachPart {
		if alt := rennetCheeses[p.in.Name]; alt != "" {
			return fmt.Sprintf(" Traditional %s is made with animal rennet: for a vegetarian table use %s (the label says so).", p.name(), alt)
		}
	}
	return ""
}
