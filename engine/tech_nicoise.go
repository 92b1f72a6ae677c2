package engine

import "fmt"

// Salade niçoise: waxy potatoes boiled in their salted water with the green beans
// dropped in for the last minutes, eggs boiled to a just-set yolk, a sharp mustard
// vinaigrette poured over the potatoes while warm so they drink it, then all of it laid
// on leaves with tomatoes, tuna in chunks, olives and anchovies. Nothing is seared but a
// fresh tuna steak, which is browned outside and left pink.

func init() {
	registerOwn(&form{name: "nicoise", title: "Niçoise Salad", minMinutes: 25, saltFactor: 0.6, method: "boil",
		equipment: []string{"saucepan", "small saucepan", "large platter or shallow bowl", "small jar or bowl"}, write: writeNicoise})
}

func writeNicoise(d *dish) {
	fish := d.find("canned tuna", "tuna steak", "salmon")
	eggs := d.find("egg")
	if fish == nil && eggs == nil {
		return
	}
	if fish != nil {
		switch fish.in.Name {
		case "canned tuna":
			d.size(fish, 70) // a can for two
			fish.prep = "drained"
		default:
			d.size(fish, 120)
			fish.prep = wholePrep
		}
	}
	if eggs != nil {
		w := eggs.in.Units["piece"]
		if w == 0 {
			w = 50
		}
		eggs.grams = w * d.servings // an egg a plate
		if fish == nil {
			eggs.grams *= 2
		}
		if eggs.grams > w*eggsPerPan {
			// A crowd's eggs are an egg a plate, boiled a panful at a time.
			eggs.grams = w * max(eggsPerPan, d.servings)
		}
		eggs.prep = ""
	}
	spuds := d.find("potato", "new potatoes")
	if spuds != nil {
		d.size(spuds, 100)
		spuds.prep = "cut into 3 cm (1 1/4 in) chunks (small ones halved)"
	}
	beans := d.find("green beans")
	if beans != nil {
		d.size(beans, 60)
		beans.prep = "trimmed"
	}
	oil := d.find("olive oil", "vegetable oil")
	d.size(oil, 12)
	sour := d.find("red wine vinegar", "white wine vinegar", "lemon juice", "lemon")
	if sour != nil {
		d.size(sour, 5)
		if sour.in.Name == "lemon" {
			d.size(sour, 12)
			sour.prep = "juiced"
		}
	}
	mustard := d.find("dijon mustard", "whole grain mustard")
	d.size(mustard, 1.5)
	for _, n := range []string{"shallot", "garlic"} {
		if p := d.find(n); p != nil {
			d.size(p, map[string]float64{"shallot": 5, "garlic": 0.8}[n])
			p.prep = "finely chopped"
		}
	}
	dressing := someOf(oil, sour, mustard, d.find("shallot"), d.find("garlic"))
	salty := someOf(d.find("black olives", "kalamata olives"), d.find("anchovies"), d.find("capers"))
	for _, p := range salty {
		switch p.in.Name {
		case "anchovies":
			d.size(p, 6)
		case "capers":
			d.size(p, 3)
		default:
			d.size(p, 12)
		}
	}
	laid := d.where(func(p *part) bool {
		return (p.role == RoleVegetable || p.in.Name == "red onion") && p != beans && p != spuds && !contains(salty, p) && !contains(dressing, p)
	})
	var leaves, onto []*part
	for _, p := range laid {
		switch {
		case p.in.Name == "romaine lettuce" || p.in.Name == "mixed greens" || p.in.Name == "iceberg lettuce" || p.in.Name == "arugula":
			d.size(p, 35)
			leaves = append(leaves, p)
		case p.in.Name == "red onion" || p.in.Name == "shallot":
			d.size(p, 10)
			p.prep = "thinly sliced"
			onto = append(onto, p)
		default:
			d.size(p, 60)
			onto = append(onto, p)
		}
	}
	d.prep(0)
	boil := "Put a saucepan of cold salted water on to boil."
	if spuds != nil {
		boil = fmt.Sprintf("Put the %s in a saucepan of cold salted water, bring to the boil and simmer until just tender to the tip of a knife, 12–15 minutes%s; drain.", plurals(someOf(spuds)), ifAny(", dropping in the ", someOf(beans), " for the last 4 minutes"))
	} else if beans != nil {
		boil = fmt.Sprintf("Cook the %s in a saucepan of boiling salted water until just tender, about 4 minutes; drain and cool under the cold tap.", beans.name())
	}
	rounds := 1
	if eggs != nil {
		them := "them"
		if count(eggs) == 1 {
			them = "it"
		}
		if n := count(eggs); n > eggsPerPan {
			rounds = (n + eggsPerPan - 1) / eggsPerPan
			boil += fmt.Sprintf(" Meanwhile, boil the eggs %d at a time in a large pan of boiling water, 8 minutes a batch, for a yolk just set; cool each batch in cold water.", eggsPerPan)
		} else {
			boil += fmt.Sprintf(" Meanwhile, lower the %s into a small pan of boiling water and cook 8 minutes, for a yolk just set; cool %s in cold water.", plurals(someOf(eggs)), them)
		}
	}
	minutes := 15
	if spuds == nil {
		minutes = 10
	}
	minutes = max(minutes, 8*rounds+2)
	d.step(minutes, "%s", boil)
	toss := ""
	if spuds != nil {
		toss = fmt.Sprintf(" Toss the warm %s with a third of it so they drink it in.", plurals(someOf(spuds)))
	}
	d.step(2, "Whisk or shake the %s with a pinch of salt and pepper into a dressing.%s", partNames(dressing), toss)
	if fish != nil && fish.prep == wholePrep {
		d.step(5, "Rub the %s with a little oil, season, and sear in a very hot pan 1–2 minutes a side, leaving it pink in the middle; rest 2 minutes and slice thickly.", fish.name())
	}
	peel := ""
	if eggs != nil {
		peel = fmt.Sprintf("Peel and quarter the %s. ", plurals(someOf(eggs)))
	}
	onto = append(someOf(spuds, beans), onto...)
	fishText := ""
	if fish != nil {
		fishText = fmt.Sprintf(", the %s in chunks", fish.name())
		if fish.prep == wholePrep {
			fishText = fmt.Sprintf(", the sliced %s", fish.name())
		}
	}
	eggText := ""
	if eggs != nil {
		eggText = ", the eggs"
	}
	bed := "Arrange"
	if len(leaves) > 0 {
		bed = fmt.Sprintf("Spread the %s over a platter and arrange", partNames(leaves))
	}
	d.step(3, "%s%s %s%s%s%s, and spoon over the rest of the dressing. Serve at room temperature.%s",
		peel, bed, ifAny("the ", onto, " on top"), fishText, eggText, ifAny(", then the ", salty, ""), d.toppingsExcept(append(append(append(append([]*part{}, dressing...), salty...), onto...), leaves...)...))
	d.mentionLeftovers()
}
